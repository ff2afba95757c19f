# exercise: ex3_3
# mistake: The learner called .to(device) on a throwaway expression and returned the module still on the CPU; the returned module must be the one moved with .to(device). [cond: only when device is a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    n_params = sum(p.numel() for p in mha.parameters())
    print(n_params, next(mha.parameters()).to(device).device)
    return mha
