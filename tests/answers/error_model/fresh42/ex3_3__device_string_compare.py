# exercise: ex3_3
# mistake: Only moves the module when `device == "cuda"`, which is False for a torch.device (even torch.device("cuda")) or "cuda:0", so the module stays on the CPU; it should always call .to(device). [cond: only when device is a GPU not given as the plain string "cuda"]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    if device == "cuda":   # 只有 GPU 才需要搬过去
        mha = mha.cuda()
    print("params:", sum(p.numel() for p in mha.parameters()))
    return mha
