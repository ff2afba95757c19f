# exercise: ex3_3
# mistake: The learner passes 768 as context_length (mixing it up with the embedding size), so the causal mask is 768x768 and sequences longer than 768 tokens fail; it must be 1024. [cond: sequences of more than 768 tokens, or when the mask buffer is inspected]
def ex3_3(MultiHeadAttention, device):
    C_in = C_out = 768
    H = 12
    D = C_out // H   # 64
    T = C_in
    return MultiHeadAttention(C_in, C_out, T, 0.0, num_heads=H).to(device)
