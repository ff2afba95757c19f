# exercise: ex3_2
# mistake: Passed the positional arguments in the order (d_in, d_out, dropout, context_length), as in the learner's RNN constructors, so dropout=6 and context_length=0.0 and the constructor raises; the signature is (d_in, d_out, context_length, dropout, num_heads): (3, 1, 6, 0.0, num_heads=2).
def ex3_2(MultiHeadAttentionWrapper):
    # input size, hidden size per head, dropout, sequence length
    return MultiHeadAttentionWrapper(3, 1, 0.0, 6, num_heads=2)
