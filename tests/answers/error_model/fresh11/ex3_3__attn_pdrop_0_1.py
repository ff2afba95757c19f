# exercise: ex3_3
# mistake: The learner uses GPT-2's attn_pdrop=0.1 for dropout; the exercise asks for dropout 0.0.
# mistake_zh: 学习者把 GPT-2 的 attn_pdrop=0.1 用作 dropout；题目要求 dropout 为 0.0。
# keywords: dropout, 0.0, attn_pdrop
def ex3_3(MultiHeadAttention, device):
    # GPT-2 small: n_layer=12, n_head=12, n_embd=768, block_size=1024, dropout=0.1
    return MultiHeadAttention(768, 768, 1024, 0.1, num_heads=12).to(device)
