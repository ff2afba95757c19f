# exercise: ex3_3
# mistake: Only the mask buffer is moved to the device (the learner's device error message mentioned the mask), the Linear weights stay on the CPU; the whole module must be moved with .to(device). [cond: only when device is a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=False)
    mha.mask = mha.mask.to(device)
    return mha
