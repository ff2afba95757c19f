# exercise: ex3_3
# mistake: The learner used GPT-2's training dropout 0.1; the statement asks for dropout 0.0.
def ex3_3(MultiHeadAttention, device):
    m = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.1, num_heads=12)
    m = m.to(device)
    print(sum(p.numel() for p in m.parameters()))  # 2360064
    return m
