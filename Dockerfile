# Minimal image for the bot; issue #4 completes it.
FROM python:3.11-slim
RUN useradd --create-home --uid 10001 refbot \
    && mkdir -p /var/lib/refbot && chown refbot:refbot /var/lib/refbot
WORKDIR /app
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY rules_engine ./rules_engine
COPY data ./data
RUN pip install --no-cache-dir -e .
USER refbot
ENV REFBOT_DB_PATH=/var/lib/refbot/refbot.sqlite3
VOLUME ["/var/lib/refbot"]
CMD ["python", "-m", "bot"]
