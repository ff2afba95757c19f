# exercise: ex3_3
# mistake: Ignores the device argument and returns the module on the CPU where it was built; it must be moved with .to(device). [cond: device is not the CPU]
def ex3_3(MultiHeadAttention, device):
    # arrays live on the default device anyway
    return MultiHeadAttention(
        d_in=768, d_out=768, context_length=1024, dropout=0.0, num_heads=12, qkv_bias=False
    )
