# exercise: ex3_3
# mistake: Builds the module but never calls .to(device), so it stays on the CPU; it must be moved with .to(device). [cond: only when device is a GPU]
def ex3_3(MultiHeadAttention, device):
    cfg = {"d_in": 768, "d_out": 768, "context_length": 1024, "dropout": 0.0, "num_heads": 12}
    mha = MultiHeadAttention(**cfg)
    n_params = 0
    for p in mha.parameters():
        n_params += p.numel()
    print("params:", n_params, "device:", device)
    return mha
