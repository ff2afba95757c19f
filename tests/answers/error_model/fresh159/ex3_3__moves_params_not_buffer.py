# exercise: ex3_3
# mistake: Instead of calling .to(device) on the module, the learner moves each parameter's data by hand, so the mask buffer stays on the CPU; the module must be moved with .to(device). [cond: only on a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    for p in mha.parameters():
        p.data = p.data.to(device)
    return mha
