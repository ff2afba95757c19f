# exercise: ex3_3
# mistake: The learner "moved" the module by rebinding the loop variable (p = p.to(device)) for each parameter, which moves nothing; the module (parameters and mask buffer) must be moved with mha.to(device). [cond: only when device is a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    for p in mha.parameters():
        p = p.to(device)
    print("module built, device =", device)
    return mha
