# exercise: ex3_3
# mistake: Calls .to(device) only on the mask buffer and discards the result (Tensor.to is not in-place), so the module stays on the CPU; it must call .to(device) on the module. [cond: only when device is a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    # the weights are created lazily on use, only the big 1024x1024 buffer needs moving
    mha.mask.to(device)
    return mha
