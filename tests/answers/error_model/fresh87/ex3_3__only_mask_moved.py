# exercise: ex3_3
# mistake: Only the mask buffer is moved to device; the linear layers stay on the CPU, so on a GPU the module's parameters are on the wrong device. The whole module must be moved with .to(device). [cond: only when device is a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    # the mask is what the decoding loop slices every step, keep it next to the cache
    mha.mask = mha.mask.to(device)
    return mha
