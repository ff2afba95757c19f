# exercise: ex3_3
# mistake: Never moves the module to device, so it stays on the CPU; it must call .to(device). [cond: device is a GPU]
def ex3_3(MultiHeadAttention, device):
    # 1. 定义 GPT-2 small 尺寸
    d_in = d_out = 768
    context_length = 1024
    num_heads = 12
    # 2. 创建
    mha = MultiHeadAttention(d_in, d_out, context_length, 0.0, num_heads)
    print("device:", device)
    return mha
