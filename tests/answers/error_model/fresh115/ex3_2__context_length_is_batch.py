# exercise: ex3_2
# mistake: Passed the batch size 2 as context_length, so the causal mask is only 2x2 and the forward on 6 tokens fails; context_length must be at least 6 (the book uses 6).
def ex3_2(MultiHeadAttentionWrapper):
    sizes = {"batch": 2, "tokens": 6, "d_in": 3, "d_out_total": 2, "heads": 2}
    sizes["d_head"] = sizes["d_out_total"] // sizes["heads"]
    return MultiHeadAttentionWrapper(
        sizes["d_in"], sizes["d_head"], sizes["batch"], 0.0, num_heads=sizes["heads"]
    )
