# exercise: ex3_3
# mistake: The learner uses 768 (the embedding size) as the context length; the parameter count is unchanged but the causal mask is only 768 x 768, so inputs longer than 768 tokens fail. GPT-2 small's context length is 1024.
EMB = 768
HEADS = 12


def ex3_3(MultiHeadAttention, device):
    return MultiHeadAttention(EMB, EMB, EMB, 0.0, num_heads=HEADS).to(device)
