# exercise: ex3_3
# mistake: Moved only the parameters' data to device in a loop (like jax.device_put on the param tree), so the mask buffer stays on the CPU; module.to(device) moves buffers too. [cond: only on a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    for p in mha.parameters():
        p.data = p.data.to(device)
    return mha
