# exercise: ex3_3
# mistake: The learner used a context length of 1000 ("1k tokens") instead of 1024, so the mask buffer is 1000x1000 and inputs longer than 1000 tokens fail. [cond: only for sequences longer than 1000 tokens, or when the mask's size is checked]
def ex3_3(MultiHeadAttention, device):
    cfg = {"d_in": 768, "d_out": 768, "context_length": 1000, "dropout": 0.0, "num_heads": 12}
    return MultiHeadAttention(**cfg).to(device)
