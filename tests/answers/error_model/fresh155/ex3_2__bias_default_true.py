# exercise: ex3_2
# mistake: The learner's builder defaults to qkv_bias=True (like nn.Linear), so the query, key and value layers have biases; the book's layers are without bias.

def build_wrapper(Wrapper, d_in=3, out_dim=2, context_length=6, dropout=0.0, num_heads=2, qkv_bias=True):
    d_out = out_dim // num_heads   # size of one head
    return Wrapper(d_in, d_out, context_length, dropout, num_heads=num_heads, qkv_bias=qkv_bias)


def ex3_2(MultiHeadAttentionWrapper):
    return build_wrapper(MultiHeadAttentionWrapper)
