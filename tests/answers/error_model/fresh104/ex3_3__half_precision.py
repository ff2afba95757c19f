# exercise: ex3_3
# mistake: Converted the module to float16 with .half() to save memory; it must stay float32, only moved with .to(device).
def ex3_3(MultiHeadAttention, device):
    # 2.36M params, half precision is plenty
    return MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12).half().to(device)
