# exercise: ex3_3
# mistake: JAX device_put habit: calls `p.data.to(device)` and `b.to(device)` on each parameter and buffer and discards the results (tensor .to is not in place), so the module stays on the CPU; right: `mha.to(device)` (Module.to moves in place). [cond: device is a GPU (cuda); on the CPU it is correct]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(d_in=768, d_out=768, context_length=1024, dropout=0.0,
                             num_heads=12, qkv_bias=False)
    # like jax.device_put(params, device): move every array
    for p in mha.parameters():
        p.data.to(device)
    for b in mha.buffers():
        b.to(device)
    return mha
