# exercise: ex3_3
# mistake: Keras MultiHeadAttention(num_heads=12, key_dim=64) habit: passes the per-head size 64 as d_out; the constructor's assertion fails ("d_out must be divisible by num_heads", 64 % 12 = 4). Right: d_out = 768 (= 12 × 64).
def ex3_3(MultiHeadAttention, device):
    # keras.layers.MultiHeadAttention(num_heads=12, key_dim=64): the size given is per head
    num_heads, key_dim = 12, 64
    mha = MultiHeadAttention(768, key_dim, 1024, 0.0, num_heads=num_heads)
    return mha.to(device)
