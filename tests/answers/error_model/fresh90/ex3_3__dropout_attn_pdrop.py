# exercise: ex3_3
# mistake: The learner used GPT-2's attention dropout 0.1 (attn_pdrop) instead of the requested dropout 0.0.
def ex3_3(MultiHeadAttention, device):
    attn_pdrop = 0.1   # from the GPT-2 config
    n_embd, n_ctx, n_head = 768, 1024, 12
    return MultiHeadAttention(n_embd, n_embd, n_ctx, attn_pdrop, num_heads=n_head).to(device)
