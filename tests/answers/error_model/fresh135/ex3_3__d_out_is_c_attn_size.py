# exercise: ex3_3
# mistake: The learner set d_out to 3 × 768 = 2304 (the width of GPT-2's fused c_attn) instead of 768, so the module outputs 2304 features and has far too many parameters.
def ex3_3(MultiHeadAttention, device):
    n_embd = 768
    mha = MultiHeadAttention(n_embd, 3 * n_embd, 1024, 0.0, num_heads=12, qkv_bias=False)
    return mha.to(device)
