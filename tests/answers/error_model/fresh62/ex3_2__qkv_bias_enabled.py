# exercise: ex3_2
# mistake: The wrapper is built with qkv_bias=True, so its query, key and value layers have biases; the book's layers (and the statement) are without bias (qkv_bias=False, the default).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, context_length = 3, 6   # 6 tokens of 3 dims
    num_heads = 2
    d_out = 1                     # one dim per head -> 2 * 1 = 2 after torch.cat
    # pass everything explicitly so nothing is left to defaults
    wrapper = MultiHeadAttentionWrapper(
        d_in, d_out, context_length, dropout=0.0, num_heads=num_heads, qkv_bias=True
    )
    n_params = sum(p.numel() for p in wrapper.parameters())
    print("params:", n_params)
    return wrapper
