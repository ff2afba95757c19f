# exercise: ex3_3
# mistake: The learner used GPT-2's training dropout rate 0.1 instead of the requested dropout 0.0, so the module's outputs are random in training mode.
def ex3_3(MultiHeadAttention, device):
    # GPT_CONFIG_124M: emb 768, ctx 1024, heads 12, drop 0.1
    return MultiHeadAttention(768, 768, 1024, 0.1, num_heads=12).to(device)
