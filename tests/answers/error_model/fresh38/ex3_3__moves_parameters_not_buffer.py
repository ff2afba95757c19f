# exercise: ex3_3
# mistake: The learner moved only the parameters to the device with p.data = p.data.to(device), leaving the causal-mask buffer on the CPU; call mha.to(device), which moves buffers too. [cond: only on a GPU device]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    for p in mha.parameters():
        p.data = p.data.to(device)
    return mha
