# exercise: ex3_3
# mistake: Builds the module with qkv_bias=True to match the real GPT-2 (2,362,368 parameters), but the statement asks for the book's default qkv_bias=False (2,360,064 parameters).
def ex3_3(MHA,dev):
    m=MHA(768,768,1024,0.0,num_heads=12,qkv_bias=True).to(dev);print(sum(p.numel() for p in m.parameters()));return m
