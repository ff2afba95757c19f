# exercise: ex3_3
# mistake: Moved only the parameters to the device (p.data = p.data.to(device)); the causal mask buffer stays on the CPU, so forward fails on a GPU. Use module.to(device). [cond: device is a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    for p in mha.parameters():
        p.data = p.data.to(device)
    return mha
