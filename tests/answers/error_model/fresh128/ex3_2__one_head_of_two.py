# exercise: ex3_2
# mistake: The learner got the (2, 6, 2) output with a single head of size 2 instead of 2 heads of size 1; the statement requires num_heads=2 and d_out=1.
CFG = {"d_in": 3, "context_length": 6, "dropout": 0.0}
OUT_DIM = 2


def ex3_2(MultiHeadAttentionWrapper):
    # the output must be 2-dimensional, so each head... just use one head of 2
    return MultiHeadAttentionWrapper(CFG["d_in"], OUT_DIM, CFG["context_length"],
                                     CFG["dropout"], num_heads=1)
