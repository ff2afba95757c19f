# exercise: ex3_2
# mistake: Took dropout from GPT-2's config (attn_pdrop = 0.1) instead of the book's 0.0, so in training mode the wrapper's outputs are random; the statement asks for dropout 0.0.
GPT2_ATTN_PDROP = 0.1


def ex3_2(MultiHeadAttentionWrapper):
    d_in, context_length, num_heads = 3, 6, 2
    d_out = 2 // num_heads  # each head contributes d_out features, concatenated
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, GPT2_ATTN_PDROP,
                                     num_heads=num_heads)
