# exercise: ex3_2
# mistake: The learner set context_length=3 (the embedding size) instead of 6 tokens, so the 3x3 mask cannot cover the 6x6 scores and the forward pass fails.

def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 1                      # per head; 2 heads -> 2 dims
    context_length = d_in          # inputs are (2, 6, 3)
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, dropout=0.0, num_heads=2)
