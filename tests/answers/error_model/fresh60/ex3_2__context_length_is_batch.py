# exercise: ex3_2
# mistake: The learner passed the batch size 2 as context_length, so the causal mask is only 2x2 and the forward pass on 6 tokens fails; context_length must be at least 6.
def sizes(batch_shape: tuple) -> dict:
    """Read the constructor sizes off the book's batch (2, 6, 3)."""
    b, n, d_in = batch_shape
    return {"d_in": d_in, "context_length": b}


def ex3_2(MultiHeadAttentionWrapper):
    s = sizes((2, 6, 3))
    return MultiHeadAttentionWrapper(s["d_in"], 1, s["context_length"], 0.0, num_heads=2)
