# exercise: ex3_3
# mistake: Moves only the mask buffer to the device and leaves the Linear layers on the CPU; the whole module must be moved with .to(device). [cond: only when device is a GPU]
def ex3_3(M,d):
    m=M(768,768,1024,0.0,num_heads=12);m.mask=m.mask.to(d);return m
