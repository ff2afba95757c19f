# exercise: ex3_2
# mistake: The learner passed qkv_bias=True, so every head's query, key and value layers get biases (and the weights are drawn differently); the book's layers have no bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    settings = {
        "d_in": 3,
        "d_out": 1,
        "context_length": 6,
        "dropout": 0.0,
        "num_heads": 2,
        "qkv_bias": True,
    }
    return MultiHeadAttentionWrapper(**settings)
