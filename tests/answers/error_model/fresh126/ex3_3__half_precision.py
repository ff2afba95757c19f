# exercise: ex3_3
# mistake: Converted the module to float16 with .half() to save memory; it should stay float32 and only be moved with .to(device).
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    # GPT-2 size -> keep it light
    return mha.half().to(device)
