# exercise: ex3_2
# mistake: Builds the wrapper with dropout 0.1 (the training value) and hands it back in eval() mode, so it only looks dropout-free; the statement asks for dropout 0.0, and in train() mode the heads drop weights.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 1
    context_length = 6
    mha = MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.1, num_heads=2)
    mha.eval()  # no dropout at inference
    return mha
