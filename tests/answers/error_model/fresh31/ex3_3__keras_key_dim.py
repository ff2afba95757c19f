# exercise: ex3_3
# mistake: Thinking in Keras' key_dim (size per head), the learner passed d_out=64; here d_out is the total output size 768 (64 per head x 12), and 64 is not divisible by 12 so construction fails.

def ex3_3(MultiHeadAttention, device):
    num_heads = 12
    key_dim = 768 // num_heads  # 64 per head, like keras
    return MultiHeadAttention(768, key_dim, 1024, 0.0, num_heads).to(device)
