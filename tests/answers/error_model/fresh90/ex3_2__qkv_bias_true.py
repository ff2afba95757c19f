# exercise: ex3_2
# mistake: The learner built the wrapper with qkv_bias=True (nn.Linear's default), adding biases to the query, key and value layers; the book's layers have no bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    # nn.Linear(in, out) has bias=True by default in the PyTorch docs
    return MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2, qkv_bias=True)
