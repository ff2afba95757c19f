# exercise: ex3_3
# mistake: Uses context_length 256, the shortened value the book uses for training in chapter 5, instead of GPT-2's 1024; pass context_length=1024.
# mistake_zh: 使用了第 5 章训练时缩短的上下文长度 256，而不是 GPT-2 的 1024；应传入 context_length=1024。
# keywords: context_length, 1024, mask, 256

def ex3_3(MultiHeadAttention, device):
    return MultiHeadAttention(768, 768, 256, 0.0, num_heads=12).to(device)
