# exercise: ex3_2
# mistake: The learner used dropout 0.1 (GPT-2's attn_pdrop) instead of the statement's 0.0, so the wrapper randomly drops attention weights in training mode.
def ex3_2(MultiHeadAttentionWrapper):
    attn_pdrop = 0.1
    wrapper = MultiHeadAttentionWrapper(d_in=3, d_out=1, context_length=6,
                                        dropout=attn_pdrop, num_heads=2)
    return wrapper
