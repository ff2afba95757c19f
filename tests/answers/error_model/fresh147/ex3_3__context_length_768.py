# exercise: ex3_3
# mistake: Swapped the context length for the width (context_length=768); the parameter count is the same, but the mask only covers 768 tokens. GPT-2 small has a 1024-token context. [cond: sequences longer than 768 tokens, or inspecting the mask]
def ex3_3(MultiHeadAttention, device):
    emb = 768
    gpt2_small = dict(d_in=emb, d_out=emb, context_length=emb, dropout=0.0, num_heads=12)
    return MultiHeadAttention(**gpt2_small).to(device)
