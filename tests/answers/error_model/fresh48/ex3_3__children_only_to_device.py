# exercise: ex3_3
# mistake: Moves only the child modules to the device (for child in mha.children()), so the mask buffer stays on the CPU; the whole module must be moved with mha.to(device). [cond: only on a GPU device]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    for child in mha.children():
        child.to(device)
    return mha
