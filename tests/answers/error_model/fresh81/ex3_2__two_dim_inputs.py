# exercise: ex3_2
# mistake: Read "two-dimensional embedding vectors" as the input size and set d_in=2; the inputs stay 3-dimensional (d_in=3) and the heads get d_out=1, so the module fails on the book's batch.
def ex3_2(MultiHeadAttentionWrapper):
    # 2-dimensional embeddings, 2 heads
    torch_mha = MultiHeadAttentionWrapper(2, 1, 6, 0.0, num_heads=2)
    return torch_mha
