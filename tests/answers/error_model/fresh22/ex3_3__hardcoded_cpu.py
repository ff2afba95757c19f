# exercise: ex3_3
# mistake: Moved the module to "cpu" instead of the given device, so it stays on the CPU when graded on a GPU; call .to(device). [cond: device is a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    print(device)
    return mha.to("cpu")
