# The referee bot. Build: docker build -t refbot .
# Run:   docker run -e DISCORD_TOKEN=... -v refbot-data:/var/lib/refbot refbot
FROM python:3.11-slim
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1
RUN useradd --create-home --uid 10001 refbot \
    && mkdir -p /var/lib/refbot && chown refbot:refbot /var/lib/refbot
WORKDIR /app
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY rules_engine ./rules_engine
COPY data ./data
RUN pip install --no-cache-dir .
USER refbot
# The rulebook index is built on first start and cached in the volume.
ENV REFBOT_DB_PATH=/var/lib/refbot/refbot.sqlite3 \
    REFBOT_CACHE_DIR=/var/lib/refbot/cache \
    REFBOT_DATA_DIR=/app/data \
    REFBOT_HEALTH_FILE=/tmp/refbot-heartbeat
VOLUME ["/var/lib/refbot"]
STOPSIGNAL SIGTERM
# Healthy while every shard of the process is connected to Discord (a heartbeat file the
# bot writes every few seconds; `python -m bot health` fails once it is a minute old).
HEALTHCHECK --interval=30s --timeout=10s --start-period=120s --retries=3 \
    CMD ["python", "-m", "bot", "health"]
CMD ["python", "-m", "bot"]
