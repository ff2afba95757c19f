# exercise: ex3_3
# mistake: Moves the module only when device == "cuda", which is False for "cuda:0" or for other accelerators, so the module silently stays on the CPU; it should always call .to(device). [cond: only when device is a GPU not spelled exactly "cuda"]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    if str(device) == "cuda":
        mha = mha.cuda()
    return mha
