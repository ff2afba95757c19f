# exercise: ex3_2
# mistake: The learner took the dropout rate 0.1 from the book's GPT config instead of 0.0, so the module is random in training mode; the statement asks for dropout 0.0.
GPT_CONFIG = {"context_length": 6, "drop_rate": 0.1}


def ex3_2(MultiHeadAttentionWrapper):
    return MultiHeadAttentionWrapper(
        3, 1, GPT_CONFIG["context_length"], GPT_CONFIG["drop_rate"], num_heads=2
    )
