# exercise: ex3_3
# mistake: Passes 768 as the context length (mixing it up with the embedding size), so the mask buffer is 768x768 and the module fails for sequences longer than 768 tokens; GPT-2 small has a context length of 1024.
def ex3_3(MultiHeadAttention, device):
    d_model, n_heads = 768, 12
    return MultiHeadAttention(d_model, d_model, d_model, 0.0, n_heads).to(device)
