# exercise: ex3_3
# mistake: Only moves the module when device == "cuda" as a string, so for a torch.device or "cuda:0" the module stays on the CPU; it must always call .to(device). [cond: only on a GPU, when device is a torch.device or "cuda:0"]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    if device == "cuda":
        mha = mha.to(device)
    return mha
