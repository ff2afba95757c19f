# exercise: ex3_3
# mistake: Never calls .to(device), so the module stays on the CPU when the grader asks for another device; it must return MultiHeadAttention(...).to(device). [cond: device is a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=False)
    mha.eval()
    return mha
